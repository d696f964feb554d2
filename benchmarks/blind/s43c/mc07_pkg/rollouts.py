"""Teacher-forced and free-running passes of the generator (Lamb et al., 2016)."""
import torch


def teacher_forced(gen, contours):
    B, T, _ = contours.shape
    h = gen.init_state(B)
    preds, states = [], []
    for t in range(T - 1):
        y, h = gen.step(contours[:, t], h)
        preds.append(y)
        states.append(h)
    return torch.stack(preds, 1), torch.stack(states, 1)


def free_running(gen, contours, prefix=4):
    B, T, _ = contours.shape
    h = gen.init_state(B)
    f = contours[:, 0]
    preds, states = [], []
    for t in range(T - 1):
        y, h = gen.step(f, h)
        preds.append(y)
        states.append(h)
        f = contours[:, t + 1] if t + 1 < prefix else y
    return torch.stack(preds, 1), torch.stack(states, 1)
