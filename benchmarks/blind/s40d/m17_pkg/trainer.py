import torch
import torch.nn as nn

from .utils import balanced_accuracy, rotate_batch, warmup_cosine


def pretrain_rotation(net, images, args):
    optim = torch.optim.Adam(net.parameters(), lr=2e-3)
    ce = nn.CrossEntropyLoss()
    for epoch in range(args.pretext_epochs):
        perm = torch.randperm(len(images))
        for i in range(0, len(images), 64):
            x, k = rotate_batch(images[perm[i:i + 64]])
            loss = ce(net(x), k)
            optim.zero_grad()
            loss.backward()
            optim.step()
        print(f"[rotation pretext] epoch {epoch}  ce {loss.item():.4f}")


class Trainer:
    def __init__(self, net, args):
        self.net = net
        self.args = args
        self.criterion = nn.CrossEntropyLoss(label_smoothing=0.1)
        self.optim = torch.optim.AdamW([
            {"params": net.head.parameters(), "lr": args.lr},
            {"params": net.backbone.parameters(), "lr": args.lr * args.backbone_lr_mult},
        ], weight_decay=args.wd)
        self.sched = torch.optim.lr_scheduler.LambdaLR(self.optim, lambda e: warmup_cosine(e, args))

    def train_epoch(self, images, labels, epoch):
        self.net.freeze_backbone = epoch < self.args.unfreeze_epoch
        self.net.train()
        perm = torch.randperm(len(images))
        running = 0.0
        for i in range(0, len(images), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            logits = self.net(images[idx])
            loss = self.criterion(logits, labels[idx])
            self.optim.zero_grad()
            loss.backward()
            self.optim.step()
            running += loss.item() * len(idx)
        self.sched.step()
        return running / len(images)

    @torch.no_grad()
    def evaluate(self, images, labels):
        self.net.eval()
        pred = self.net(images).argmax(1)
        return balanced_accuracy(pred, labels, self.args.num_classes)
