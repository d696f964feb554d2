import torch
import torch.nn as nn

from .utils import adjust_learning_rate, count_trainable, set_requires_grad


class Trainer:
    def __init__(self, net, args, criterion):
        self.net = net
        self.args = args
        self.criterion = criterion
        params = [p for p in net.parameters() if p.requires_grad]
        self.optim = torch.optim.Adam(params, lr=args.lr, weight_decay=args.wd)
        for group in self.optim.param_groups:
            group["base_lr"] = group["lr"]
        self.backbone_in_optim = any(
            p is q for p in net.backbone.parameters() for q in params)

    def unfreeze_backbone(self):
        set_requires_grad(self.net.backbone, True)
        if not self.backbone_in_optim:
            lr = self.args.lr * self.args.backbone_lr_mult
            self.optim.add_param_group(
                {"params": list(self.net.backbone.parameters()), "lr": lr, "base_lr": lr})
            self.backbone_in_optim = True
        print(f"  backbone unfrozen, trainable params now {count_trainable(self.net)}")

    def train_epoch(self, x, y, epoch):
        self.net.train()
        adjust_learning_rate(self.optim, epoch, self.args)
        perm = torch.randperm(len(x))
        total, n = 0.0, 0
        for i in range(0, len(x), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            out = self.net(x[idx])
            loss = self.criterion(out, y[idx])
            self.optim.zero_grad(set_to_none=True)
            loss.backward()
            self.optim.step()
            total += loss.item() * len(idx)
            n += len(idx)
        return total / n

    @torch.no_grad()
    def run_val(self, x, y):
        self.net.eval()
        out = self.net(x)
        if isinstance(self.criterion, nn.CrossEntropyLoss):
            return (out.argmax(1) == y).float().mean().item()
        return self.criterion(out, y).item()
