import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, net, opt, pruner=None, prune_after=5):
        self.net, self.opt, self.pruner = net, opt, pruner
        self.prune_after = prune_after
        self.global_step = 0

    def on_after_step(self):
        if self.pruner is None:
            return
        if self.global_step == self.prune_after:
            self.pruner.compute_masks()
        if self.global_step >= self.prune_after:
            self.pruner.apply()

    def run_epoch(self, loader):
        self.net.train()
        seen, acc_sum = 0, 0.0
        for images, labels in loader:
            logits = self.net(images)
            ce = F.cross_entropy(logits, labels)
            self.opt.zero_grad(set_to_none=True)
            ce.backward()
            self.opt.step()
            self.global_step += 1
            self.on_after_step()
            acc_sum += (logits.argmax(1) == labels).sum().item()
            seen += labels.numel()
        return acc_sum / seen
