"""Truncated BPTT: one backward per clip, hidden state handed to the next clip."""
import torch

from .losses import frame_loss


class ClipTrainer:
    def __init__(self, model, opt):
        self.model, self.opt = model, opt

    def train_clip(self, clip, state):
        self.model.train()
        self.opt.zero_grad()
        per_frame = []
        for t in range(clip.shape[1] - 1):
            pred, state = self.model(clip[:, t], state)
            per_frame.append(frame_loss(pred, clip[:, t + 1]))
        loss = torch.stack(per_frame).mean()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.opt.step()
        return loss.item(), state.detach()
