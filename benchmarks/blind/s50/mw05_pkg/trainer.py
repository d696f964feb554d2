"""Stateful trainer: the recurrent state is kept across consecutive clips of a video."""
from .objectives import flicker_loss


class FlickerTrainer:
    def __init__(self, model, opt):
        self.model, self.opt = model, opt
        self.hidden = None

    def reset_state(self):
        self.hidden = None

    def train_iteration(self, clip):
        self.opt.zero_grad()
        total = 0.0
        for t in range(clip.shape[1] - 1):
            pred, self.hidden = self.model(clip[:, t], self.hidden)
            total = total + flicker_loss(pred, clip[:, t + 1])
        loss = total / (clip.shape[1] - 1)
        loss.backward()
        self.opt.step()
        return loss.item()
