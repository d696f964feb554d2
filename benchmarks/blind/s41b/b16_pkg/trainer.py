import torch
import torch.nn.functional as F

from .attack import pgd


class AdversarialTrainer:
    def __init__(self, net, settings, gen):
        self.net, self.s, self.gen = net, settings, gen
        self.opt = torch.optim.SGD(net.parameters(), lr=settings["lr"], momentum=0.9, weight_decay=5e-4)

    def make_adversarial(self, x, y):
        return pgd(self.net, x, y, self.s["eps"], self.s["alpha"], self.s["pgd_steps"], self.gen)

    def epoch(self, x, y):
        order = torch.randperm(x.shape[0], generator=self.gen)
        total = 0.0
        for i in range(0, x.shape[0], self.s["batch"]):
            idx = order[i:i + self.s["batch"]]
            xb, yb = x[idx], y[idx]
            x_adv = self.make_adversarial(xb, yb)
            self.opt.zero_grad(set_to_none=True)
            ce = F.cross_entropy(self.net(torch.cat([xb, x_adv])), torch.cat([yb, yb]))
            ce.backward()
            self.opt.step()
            total += ce.item() * len(idx)
        return total / x.shape[0]

    def accuracies(self, x, y):
        x_adv = self.make_adversarial(x, y)
        with torch.no_grad():
            self.net.eval()
            clean = (self.net(x).argmax(1) == y).float().mean().item()
            robust = (self.net(x_adv).argmax(1) == y).float().mean().item()
            self.net.train()
        return clean, robust
