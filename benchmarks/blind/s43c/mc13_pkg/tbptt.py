"""Truncated backprop through time over long sensor recordings."""
import torch
import torch.nn as nn


def detach_state(state):
    return tuple(s.detach() for s in state)


class ChunkedTrainer:
    def __init__(self, net, opt, chunk, clip):
        self.net, self.opt = net, opt
        self.chunk, self.clip = chunk, clip
        self.loss_fn = nn.MSELoss()
        self.grad_norms = []

    def fit_recordings(self, x, y):
        """One pass over a batch of full recordings, one optimizer step per chunk."""
        self.net.train()
        self.opt.zero_grad()
        state = None
        per_chunk = []
        for start in range(0, x.size(1), self.chunk):
            xc, yc = x[:, start:start + self.chunk], y[:, start:start + self.chunk]
            pred, state = self.net(xc, state)
            err = self.loss_fn(pred, yc)
            err.backward()
            norm = nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
            self.opt.step()
            state = detach_state(state)
            per_chunk.append(err.item())
            self.grad_norms.append(float(norm))
        return sum(per_chunk) / len(per_chunk)

    @torch.no_grad()
    def mae(self, x, y):
        self.net.eval()
        pred, _ = self.net(x)
        return (pred - y).abs().mean().item()
