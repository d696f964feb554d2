"""Adversarially robust distillation of a popcorn-pop detector.

A microphone above a pot of popcorn: each example is a 40-band energy frame.  A kernel pop is a
sharp broadband click; burning kernels give a low sizzle; otherwise there is only the hiss of
the hob.  The teacher is a wide MLP; the student is distilled on clean frames and on FGSM frames
crafted against itself (ARD-style).  A per-class log-prior on the student logits is learned by
plain SGD outside the optimizer (logit adjustment for the heavy 'hiss' class).
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def pot_frames(n, n_bands=40, seed=0):
    rng = np.random.default_rng(seed)
    kind = rng.choice(3, size=n, p=[0.6, 0.3, 0.1])         # hiss, pop, sizzle
    band = np.arange(n_bands, dtype=np.float32)[None, :]
    hiss = 0.3 + 0.05 * rng.standard_normal((n, n_bands))
    pop = (kind == 1)[:, None] * rng.uniform(0.8, 1.5, size=(n, 1)) * np.exp(-band / 25.0)
    sizzle = (kind == 2)[:, None] * 0.6 * np.exp(-0.5 * ((band - 6.0) / 3.0) ** 2)
    x = np.log1p(hiss.clip(0) + pop + sizzle)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(kind, dtype=torch.long)


class PopNet(nn.Module):
    def __init__(self, hidden, n_in=40, n_classes=3):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(inplace=True),
                                 nn.Linear(hidden, hidden), nn.ReLU(inplace=True),
                                 nn.Linear(hidden, n_classes))

    def forward(self, x):
        return self.net(x)


class KDCriterion(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


def fgsm(net, x, y, eps, log_prior=None):
    x_adv = x.clone().requires_grad_(True)
    logits = net(x_adv) if log_prior is None else net(x_adv) + log_prior.detach()
    (g,) = torch.autograd.grad(F.cross_entropy(logits, y), x_adv)
    return (x_adv + eps * g.sign()).detach()


def grad_norm(params):
    return torch.sqrt(sum(p.grad.pow(2).sum() for p in params if p.grad is not None)).item()


class ARDTrainer:
    def __init__(self, student, teacher, log_prior, optimizer, criterions, eps, prior_lr=0.05):
        self.student, self.teacher, self.log_prior = student, teacher, log_prior
        self.optimizer, self.criterions = optimizer, criterions
        self.eps, self.prior_lr = eps, prior_lr

    def train_epoch(self, x, y, bs=64):
        self.student.train()
        params = list(self.student.parameters())
        log = {"nat": 0.0, "adv": 0.0, "g_nat": 0.0, "g_adv": 0.0, "g_logit": 0.0}
        conf_hist = np.zeros(10)
        perm = torch.randperm(x.size(0))
        steps = 0
        for i in range(0, x.size(0), bs):
            xb, yb = x[perm[i:i + bs]], y[perm[i:i + bs]]
            x_adv = fgsm(self.student, xb, yb, self.eps, self.log_prior)
            with torch.no_grad():
                t_logits = self.teacher(xb)
            out = self.student(torch.cat([xb, x_adv])) + self.log_prior
            out.retain_grad()
            n = xb.size(0)
            loss_nat = self.criterions["kd"](out[:n], t_logits) + self.criterions["ce"](out[:n], yb)
            loss_adv = self.criterions["kd"](out[n:], t_logits)
            loss_nat.backward(retain_graph=True)
            g_nat = grad_norm(params)
            loss_adv.backward()
            log["g_adv"] += grad_norm(params) - g_nat
            log["g_nat"] += g_nat
            log["g_logit"] += out.grad.norm().item()
            self.optimizer.step()
            with torch.no_grad():
                self.log_prior -= self.prior_lr * self.log_prior.grad
            self.log_prior.grad.zero_()
            self.optimizer.zero_grad()
            probs = F.softmax(out[:n], 1).max(1).values.detach().cpu().numpy()
            conf_hist += np.histogram(probs, bins=10, range=(0.0, 1.0))[0]
            log["nat"] += loss_nat.item()
            log["adv"] += loss_adv.item()
            steps += 1
        return {k: v / steps for k, v in log.items()}, conf_hist / conf_hist.sum()

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        clean = ((self.student(x) + self.log_prior).argmax(1) == y).float().mean().item()
        with torch.enable_grad():
            x_adv = fgsm(self.student, x, y, self.eps, self.log_prior)
        robust = ((self.student(x_adv) + self.log_prior).argmax(1) == y).float().mean().item()
        return clean, robust


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ard", choices=["ard"])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--eps", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = pot_frames(1024, seed=args.seed)
    x_te, y_te = pot_frames(256, seed=args.seed + 1)
    teacher = PopNet(hidden=128)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(150):
        opt_t.zero_grad()
        F.cross_entropy(teacher(x), y).backward()
        opt_t.step()
    teacher.eval()

    student = PopNet(hidden=12)
    log_prior = (torch.log(torch.bincount(y, minlength=3).float() / y.numel()) * 0.1).requires_grad_()
    criterions = {"kd": KDCriterion(T=2.0), "ce": nn.CrossEntropyLoss()}
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)
    trainer = ARDTrainer(student, teacher, log_prior, optimizer, criterions, args.eps)
    for epoch in range(args.epochs):
        stats, hist = trainer.train_epoch(x, y)
        clean, robust = trainer.test(x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.3f}" for k, v in stats.items())
              + f" conf>0.9={hist[-1]:.2f} | clean={clean:.3f} fgsm={robust:.3f}")
    print("learned log-prior:", np.round(log_prior.detach().numpy(), 3))


if __name__ == "__main__":
    main()
