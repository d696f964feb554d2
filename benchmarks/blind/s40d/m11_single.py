"""Room occupancy counting (0-3 people) from Wi-Fi channel state information.

Input: CSI amplitude, 30 subcarriers x 64 packets, from one AP-client link.
"""
import argparse
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def synth_csi(n, n_sub=30, n_pkt=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    count = torch.randint(0, 4, (n,), generator=g)
    f = torch.linspace(0, 1, n_sub).view(1, n_sub, 1)
    t = torch.linspace(0, 1, n_pkt).view(1, 1, n_pkt)
    static = 1.0 + 0.3 * torch.cos(2 * math.pi * (2 * f + torch.rand(n, 1, 1, generator=g)))
    csi = static.expand(n, n_sub, n_pkt).clone()
    for person in range(3):
        present = (count > person).float().view(-1, 1, 1)
        doppler = 2 + 6 * torch.rand(n, 1, 1, generator=g)
        delay = torch.rand(n, 1, 1, generator=g)
        path = 0.25 * torch.cos(2 * math.pi * (doppler * t + 5 * delay * f))
        csi = csi + present * path
    csi = csi + 0.12 * torch.randn(csi.shape, generator=g)
    return csi, count


class CSINet(nn.Module):
    def __init__(self, n_sub=30, n_classes=4, ch=32):
        super().__init__()
        self.temporal = nn.Sequential(
            nn.Conv1d(n_sub, ch, 5, padding=2), nn.BatchNorm1d(ch), nn.ReLU(),
            nn.Conv1d(ch, ch, 5, padding=2, stride=2), nn.BatchNorm1d(ch), nn.ReLU(),
            nn.Conv1d(ch, 2 * ch, 3, padding=1, stride=2), nn.BatchNorm1d(2 * ch), nn.ReLU(),
        )
        self.fc = nn.Linear(4 * ch, n_classes)

    def forward(self, csi):
        csi = csi - csi.mean(dim=2, keepdim=True)  # remove the static multipath
        h = self.temporal(csi)
        return self.fc(torch.cat([h.mean(2), h.std(2)], dim=1))


def clip_and_measure(net, max_norm):
    total = nn.utils.clip_grad_norm_(net.parameters(), max_norm if max_norm > 0 else float("inf"))
    return total.item()


class Trainer:
    def __init__(self, net, args):
        self.net = net
        self.args = args
        self.criterion = nn.CrossEntropyLoss(label_smoothing=0.1)
        self.optim = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.wd)
        self.sched = torch.optim.lr_scheduler.OneCycleLR(
            self.optim, max_lr=args.lr, total_steps=args.epochs * args.steps_per_epoch)
        self.history = []

    def train_step(self, csi, count):
        self.net.train()
        logits = self.net(csi)
        loss = self.criterion(logits, count)
        loss.backward()
        grad_norm = clip_and_measure(self.net, self.args.clip)
        self.optim.zero_grad(set_to_none=True)
        self.optim.step()
        self.sched.step()
        return loss.item(), grad_norm

    @torch.no_grad()
    def validate(self, csi, count):
        self.net.eval()
        logits = self.net(csi)
        pred = logits.argmax(1)
        return F.cross_entropy(logits, count).item(), (pred == count).float().mean().item()

    def fit(self, train, val):
        x, y = train
        bs = self.args.batch_size
        for epoch in range(self.args.epochs):
            perm = torch.randperm(len(x))
            stats = [self.train_step(x[perm[i:i + bs]], y[perm[i:i + bs]])
                     for i in range(0, self.args.steps_per_epoch * bs, bs)]
            loss = sum(s[0] for s in stats) / len(stats)
            gnorm = sum(s[1] for s in stats) / len(stats)
            vloss, vacc = self.validate(*val)
            self.history.append((loss, vloss, vacc))
            print(f"epoch {epoch}  train ce {loss:.4f}  |g| {gnorm:.3f}  "
                  f"val ce {vloss:.4f}  val acc {vacc:.3f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--wd", type=float, default=1e-2)
    ap.add_argument("--clip", type=float, default=2.0)
    ap.add_argument("--n-train", type=int, default=1280)
    args = ap.parse_args()
    args.steps_per_epoch = args.n_train // args.batch_size
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = synth_csi(args.n_train, seed=0)
    val = synth_csi(400, seed=1)
    trainer = Trainer(CSINet(), args)
    trainer.fit(train, val)


if __name__ == "__main__":
    main()
