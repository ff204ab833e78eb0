#!/bin/sh
# Makes the bundled sample demo reel and the end-to-end tests' fixture video
# from generated title cards, with ffmpeg (libx264 + drawtext/freetype).
# Both are H.264 (Main profile, yuv420p) mp4 files with the index at the
# front ("faststart"), so a browser starts playing before the whole file has
# arrived. No audio track.
#
#   public/media/demo-reel.mp4    6 s, 1280x720: the default of VITE_DEMO_REEL_URL (< 500 kB)
#   e2e/fixtures/one-second.mp4   1 s, 320x180: served by the e2e media host stand-in
#   e2e/fixtures/ten-minutes.mp4  10 min, 320x180: the stand-in's video that a test
#                                 closes while it plays (no machine is slow enough
#                                 to reach its end first)
#
# Usage: sh tools/make-demo-reel.sh   (from the repository root; overwrites both files)
# To show your own reel, set VITE_DEMO_REEL_URL, or replace public/media/demo-reel.mp4.
set -eu

font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)
[ -n "$font" ] || font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# The theme's dark hero gradient (src/styles/theme.css: --hero-from, --hero-to)
# and its dark accent colour for the progress bar.
from=0x2a1f73
to=0x6a1d5c
accent=0xa3b5ff

# card START BIG SMALL: a title card (a big line over a small one) shown from
# START s to START+2 s, fading in and out over 0.4 s.
card() {
  start=$1
  end=$(($1 + 2))
  alpha="if(lt(t,$start+0.4),(t-$start)/0.4,if(gt(t,$end-0.4),($end-t)/0.4,1))"
  printf "drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=72:x=(w-tw)/2:y=h/2-90:enable='between(t,%s,%s)':alpha='%s'," \
    "$font" "$2" "$start" "$end" "$alpha"
  printf "drawtext=fontfile=%s:text='%s':fontcolor=white@0.85:fontsize=36:x=(w-tw)/2:y=h/2+20:enable='between(t,%s,%s)':alpha='%s'" \
    "$font" "$3" "$start" "$end" "$alpha"
}

mkdir -p public/media e2e/fixtures

# Gradient background, a progress bar sliding in along the bottom edge (so
# every frame differs), and three title cards.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=1280x720:d=6:r=24:c0=$from:c1=$to:x0=0:y0=0:x1=1280:y1=720:speed=0.00001" \
  -f lavfi -i "color=c=$accent:s=1280x12:d=6:r=24" \
  -filter_complex "[0][1]overlay=x='-W+W*t/6':y=H-12,$(card 0 'Jamie Santos' 'Full-stack web developer'),$(card 2 'Featured projects' 'Permits · Clinic queues · Flood watch'),$(card 4 'Demo Reel' 'Thanks for watching')" \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
  public/media/demo-reel.mp4

# A one-second clip showing its frame number, for the end-to-end tests.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=$from:s=320x180:d=1:r=24" \
  -vf "drawtext=fontfile=$font:text='fixture %{eif\:t*24\:d}':fontcolor=white:fontsize=28:x=(w-tw)/2:y=(h-th)/2" \
  -c:v libx264 -preset slow -crf 35 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
  e2e/fixtures/one-second.mp4

# Ten minutes showing the elapsed seconds, at 2 frames a second (a few kB a minute).
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=$from:s=320x180:d=600:r=2" \
  -vf "drawtext=fontfile=$font:text='fixture %{eif\:t\:d} s':fontcolor=white:fontsize=28:x=(w-tw)/2:y=(h-th)/2" \
  -c:v libx264 -preset slow -crf 35 -g 240 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
  e2e/fixtures/ten-minutes.mp4

ls -l public/media/demo-reel.mp4 e2e/fixtures/one-second.mp4 e2e/fixtures/ten-minutes.mp4
