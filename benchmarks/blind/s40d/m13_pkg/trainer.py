import torch
import torch.nn as nn

from .utils import binary_accuracy, reapply_masks


class Trainer:
    def __init__(self, net, args, lr=None):
        self.net = net
        self.args = args
        self.criterion = nn.BCEWithLogitsLoss()
        self.optim = torch.optim.SGD(net.parameters(), lr=lr or args.lr, momentum=0.9,
                                     nesterov=True, weight_decay=args.wd)
        self.masks = None

    def set_masks(self, masks):
        self.masks = masks

    def train_epoch(self, x, y):
        self.net.train()
        perm = torch.randperm(len(x))
        tot = 0.0
        for i in range(0, len(x), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            self.optim.zero_grad()
            loss = self.criterion(self.net(x[idx]), y[idx])
            loss.backward()
            self.optim.step()
            if self.masks is not None:
                reapply_masks(self.net, self.masks)
            tot += loss.item() * len(idx)
        return tot / len(x)

    @torch.no_grad()
    def test(self, x, y):
        self.net.eval()
        return binary_accuracy(self.net(x), y)
