import torch
import torch.nn as nn

from .utils import AverageMeter, adjust_learning_rate


class Trainer:
    def __init__(self, net, args):
        self.net = net
        self.args = args
        self.criterion = nn.CrossEntropyLoss(label_smoothing=args.smoothing)
        head_ids = {id(p) for p in net.get_classifier().parameters()}
        backbone = [p for p in net.parameters() if id(p) not in head_ids]
        self.optim = torch.optim.SGD(
            [
                {"params": backbone, "lr": args.lr * args.backbone_lr_mult},
                {"params": list(net.get_classifier().parameters()), "lr": args.lr},
            ],
            lr=args.lr, momentum=0.9, weight_decay=args.wd,
        )
        for group in self.optim.param_groups:
            group.setdefault("initial_lr", group["lr"])

    def train_epoch(self, images, ages, epoch):
        self.net.train()
        adjust_learning_rate(self.optim, epoch, self.args)
        losses = AverageMeter("loss")
        perm = torch.randperm(images.size(0))
        for i in range(0, images.size(0), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            logits = self.net(images[idx])
            loss = self.criterion(logits, ages[idx])
            self.optim.zero_grad()
            loss.backward()
            self.optim.step()
            losses.update(loss.item(), idx.numel())
        return losses.avg

    @torch.no_grad()
    def evaluate(self, images, ages):
        self.net.eval()
        pred = self.net(images).argmax(1)
        exact = (pred == ages).float().mean().item()
        within_one = ((pred - ages).abs() <= 1).float().mean().item()
        return exact, within_one

    def fit(self, train, val, tag):
        for epoch in range(self.args.epochs):
            loss = self.train_epoch(*train, epoch)
            acc, acc1 = self.evaluate(*val)
            print(f"[{tag}] epoch {epoch:2d}  loss {loss:.4f}  age acc {acc:.3f}  +-1yr {acc1:.3f}")
        return acc
