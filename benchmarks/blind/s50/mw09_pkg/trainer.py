"""Trainer: step, then clear gradients for the next batch."""
import torch

from .losses import sequence_loss


class FlowTrainer:
    def __init__(self, model, opt, sched):
        self.model, self.opt, self.sched = model, opt, sched
        self.history = []

    def train_iteration(self, img0, img1, flow_gt):
        self.model.train()
        loss, epe = sequence_loss(self.model(img0, img1), flow_gt)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.opt.step()
        self.sched.step()
        self.opt.zero_grad(set_to_none=True)
        self.history.append(loss.detach())
        return epe.detach().cpu().numpy()

    def mean_recent(self, k=20):
        return torch.stack(self.history[-k:]).mean().item()
