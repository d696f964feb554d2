"""Closed-loop rollout evaluation: predictions are fed back as inputs."""
import torch


@torch.no_grad()
def rollout_error(model, video, warmup=4):
    model.eval()
    state, frame, errs = None, video[:, 0], []
    for t in range(video.shape[1] - 1):
        pred, state = model(frame, state)
        errs.append((pred - video[:, t + 1]).abs().mean().item())
        frame = video[:, t + 1] if t < warmup else pred
    return sum(errs[warmup:]) / len(errs[warmup:])
