#!/usr/bin/env node
/**
 * Renders the home page's looping hero clip: the night-yard drawing of scenes.mjs frame by frame
 * (sweeping floodlights, twinkling stars, trucks passing behind the fence), encoded to WebM (VP9) and
 * MP4 (H.264) at the paths app/content/media.ts lists. Frame 0 is also the poster
 * (generate-images.mjs), so the switch from poster to video is seamless. The loop is seamless too:
 * everything that moves completes whole cycles.
 *
 * Needs ffmpeg (`apt-get install -y ffmpeg`), for this one-off generation only; the outputs are
 * committed and CI never runs it.
 *
 * Usage: npx tsx scripts/media/generate-hero-video.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HOME_HERO_VIDEO } from '../../app/content/media.ts';
import { heroScene } from './scenes.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FRAMES_PER_SECOND = 24;
const SECONDS = 8;

const { width, height } = HOME_HERO_VIDEO;
const output = (type) => {
  const source = HOME_HERO_VIDEO.sources.find((candidate) => candidate.type === type);
  if (!source) throw new Error(`media.ts lists no ${type} source for the hero video`);
  const path = join(projectRoot, 'public', source.src);
  mkdirSync(dirname(path), { recursive: true });
  return path;
};

const framesDir = mkdtempSync(join(tmpdir(), 'hero-frames-'));
try {
  const frameCount = FRAMES_PER_SECOND * SECONDS;
  for (let frame = 0; frame < frameCount; frame += 1) {
    const svg = heroScene(frame / frameCount, width, height);
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(framesDir, `frame-${String(frame).padStart(4, '0')}.png`));
  }
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FRAMES_PER_SECOND),
    '-i',
    join(framesDir, 'frame-%04d.png'),
  ];

  const webm = output('video/webm');
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1'],
    ...['-pix_fmt', 'yuv420p', '-an', webm],
  ]);

  const mp4 = output('video/mp4');
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30', '-profile:v', 'high'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4],
  ]);

  for (const path of [webm, mp4]) console.log(`${path}  ${(statSync(path).size / 1024).toFixed(1)} KiB`);
} finally {
  rmSync(framesDir, { recursive: true, force: true });
}
