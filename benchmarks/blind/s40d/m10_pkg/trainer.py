import torch
import torch.nn as nn

from .utils import AverageMeter, task_gradient_norms


class Trainer:
    def __init__(self, net, args, target_stats):
        self.net = net
        self.args = args
        self.stats = target_stats
        self.optim = torch.optim.Adam(net.parameters(), lr=args.lr)
        self.sched = torch.optim.lr_scheduler.StepLR(self.optim, step_size=args.lr_step, gamma=0.5)
        self.criterion = {"ibu": nn.SmoothL1Loss(), "srm": nn.SmoothL1Loss(),
                          "abv": nn.SmoothL1Loss(), "style": nn.CrossEntropyLoss()}
        self.weights = dict(zip(self.criterion, args.task_weights))
        self.global_step = 0

    def _normalise(self, name, y):
        if name == "style":
            return y
        mu, sd = self.stats[name]
        return (y - mu) / sd

    def train_step(self, x, targets):
        preds = self.net(x)
        task_losses = {k: self.criterion[k](preds[k], self._normalise(k, targets[k]))
                       for k in self.criterion}
        total = sum(self.weights[k] * task_losses[k] for k in task_losses)

        if (self.global_step + 1) % self.args.grad_log_every == 0:
            norms, cos = task_gradient_norms(task_losses, self.net.shared_parameters())
            print("   grad norms " + " ".join(f"{k}={v:.3f}" for k, v in norms.items())
                  + " | min cos " + f"{min(cos.values()):.3f}")

        self.optim.zero_grad()
        total.backward()
        self.optim.step()
        self.global_step += 1
        return {k: v.item() for k, v in task_losses.items()}

    def train_epoch(self, x, targets):
        self.net.train()
        meters = {k: AverageMeter() for k in self.criterion}
        perm = torch.randperm(len(x))
        for i in range(0, len(x), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            logs = self.train_step(x[idx], {k: v[idx] for k, v in targets.items()})
            for k, v in logs.items():
                meters[k].update(v, len(idx))
        self.sched.step()
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def eval_step(self, x, targets):
        self.net.eval()
        preds = self.net(x)
        out = {}
        for k in ("ibu", "srm", "abv"):
            mu, sd = self.stats[k]
            out[k + "_mae"] = (preds[k] * sd + mu - targets[k]).abs().mean().item()
        out["style_acc"] = (preds["style"].argmax(1) == targets["style"]).float().mean().item()
        return out
