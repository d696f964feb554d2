import torch
import torch.nn as nn

from .utils import AverageMeter, adjust_learning_rate


class Trainer:
    def __init__(self, net, optim, args):
        self.net = net
        self.optim = optim
        self.args = args
        self.criterion = nn.CrossEntropyLoss()

    def train_epoch(self, data, epoch):
        imgs, targets = data
        self.net.train()
        lr = adjust_learning_rate(self.optim, epoch, self.args)
        losses, top1 = AverageMeter(), AverageMeter()
        perm = torch.randperm(len(imgs))
        self.optim.zero_grad()
        for i in range(0, len(imgs), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            output = self.net(imgs[idx])
            loss = self.criterion(output, targets[idx])
            loss.backward()
            self.optim.step()
            losses.update(loss.item(), len(idx))
            top1.update((output.argmax(1) == targets[idx]).float().mean().item(), len(idx))
        return losses.avg, top1.avg, lr

    @torch.no_grad()
    def test(self, data):
        imgs, targets = data
        self.net.eval()
        output = self.net(imgs)
        return (output.argmax(1) == targets).float().mean().item()
