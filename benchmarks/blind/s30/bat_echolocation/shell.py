import cmd

import torch
import torch.nn.functional as F

from .calls import SPECIES


class BatShell(cmd.Cmd):
    """Interactive training console for the detector's species classifier."""

    prompt = "(bats) "

    def __init__(self, net, opt, train_set, val_set, batch_size=64, echo=True):
        super().__init__()
        self.net = net
        self.opt = opt
        self.train_set = train_set
        self.val_set = val_set
        self.batch_size = batch_size
        self.echo = echo
        self.epochs_done = 0

    def precmd(self, line):
        if self.echo and line.strip():
            print(self.prompt + line)
        return line

    def do_fit(self, arg):
        """fit [EPOCHS]: train for a number of epochs"""
        x, y = self.train_set
        for _ in range(int(arg or 1)):
            order = torch.randperm(len(x))
            total = 0.0
            for i in range(0, len(order), self.batch_size):
                idx = order[i:i + self.batch_size]
                logits = self.net(x[idx])
                ce = F.cross_entropy(logits, y[idx])
                self.opt.zero_grad()
                ce.backward()
                self.opt.step()
                total += ce.item() * len(idx)
            self.epochs_done += 1
            print(f"  epoch {self.epochs_done}: train ce {total / len(order):.4f}")

    def do_validate(self, arg):
        """validate: accuracy and per-species recall on the validation calls"""
        x, y = self.val_set
        self.net.eval()
        with torch.no_grad():
            pred = self.net(x).argmax(dim=1)
        recall = [((pred == k) & (y == k)).sum().item() / max((y == k).sum().item(), 1) for k in range(len(SPECIES))]
        print(f"  val acc {(pred == y).float().mean().item():.3f}  recall " + " ".join(f"{r:.2f}" for r in recall))

    def do_lr(self, arg):
        """lr VALUE: set the learning rate"""
        for group in self.opt.param_groups:
            group["lr"] = float(arg)

    def do_quit(self, arg):
        """quit: leave the console"""
        return True
