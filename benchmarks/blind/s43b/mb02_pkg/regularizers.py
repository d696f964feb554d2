"""Parameter regularisation methods: EWC (offline / online) and Synaptic Intelligence."""
import torch
import torch.nn.functional as F


def snapshot(model):
    return {n: p.detach().clone() for n, p in model.named_parameters() if p.requires_grad}


class EWC:
    def __init__(self, args):
        self.args = args
        self.fisher, self.anchor = {}, {}
        self.count = 0

    def estimate_fisher(self, model, x, y, gen):
        est = {n: torch.zeros_like(p) for n, p in model.named_parameters()}
        idx = torch.randperm(len(y), generator=gen)[:self.args.fisher_n]
        model.eval()
        for i in idx:
            model.zero_grad()
            logits = model(x[i:i + 1])
            label = logits.argmax(1).detach()  # empirical-Fisher variant: predicted label
            F.nll_loss(F.log_softmax(logits, 1), label).backward()
            for n, p in model.named_parameters():
                if p.grad is not None:
                    est[n] += p.grad.detach() ** 2
        model.zero_grad()
        model.train()
        est = {n: f / len(idx) for n, f in est.items()}
        online = hasattr(self.args, "online") and self.args.online
        for n, f in est.items():
            if online and n in self.fisher:
                self.fisher[n] = self.args.gamma * self.fisher[n] + f
            elif n in self.fisher:
                self.fisher[n] = self.fisher[n] + f
            else:
                self.fisher[n] = f
        self.anchor = snapshot(model)
        self.count += 1

    def penalty(self, model):
        if self.count == 0:
            return torch.zeros(())
        total = 0.
        for n, p in model.named_parameters():
            total = total + (self.fisher[n] * (p - self.anchor[n]) ** 2).sum()
        return 0.5 * self.args.ewc_lambda * total


class SI:
    def __init__(self, model, args):
        self.args = args
        self.omega = {n: torch.zeros_like(p) for n, p in model.named_parameters()}
        self.W = {n: torch.zeros_like(p) for n, p in model.named_parameters()}
        self.start = snapshot(model)
        self.prev = snapshot(model)
        self.anchor = None

    def before_step(self, model):
        self.grads = {n: p.grad.detach().clone() for n, p in model.named_parameters() if p.grad is not None}

    def after_step(self, model):
        for n, p in model.named_parameters():
            if n in self.grads:
                delta = p.detach() - self.prev[n]
                self.W[n].add_(-self.grads[n] * delta)
                self.prev[n] = p.detach().clone()

    def consolidate(self, model):
        for n, p in model.named_parameters():
            change = p.detach() - self.start[n]
            self.omega[n] += self.W[n] / (change ** 2 + self.args.epsilon)
            self.W[n].zero_()
        self.anchor = snapshot(model)
        self.start = snapshot(model)

    def penalty(self, model):
        if self.anchor is None:
            return torch.zeros(())
        total = sum((self.omega[n] * (p - self.anchor[n]) ** 2).sum() for n, p in model.named_parameters())
        return self.args.si_c * total
