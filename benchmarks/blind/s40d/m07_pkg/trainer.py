import torch
import torch.nn as nn

from .utils import AverageMeter, cosine_lr, trainable_parameters


class Trainer:
    def __init__(self, net, args):
        self.net = net
        self.args = args
        self.criterion = nn.L1Loss()
        self.optim = torch.optim.AdamW(trainable_parameters(net), lr=args.lr, weight_decay=args.wd)

    def train_epoch(self, data, epoch):
        imgs, sex, age = data
        self.net.head.train()
        cosine_lr(self.optim, epoch, self.args)
        meter = AverageMeter()
        perm = torch.randperm(len(imgs))
        for i in range(0, len(imgs), self.args.batch_size):
            idx = perm[i:i + self.args.batch_size]
            pred = self.net(imgs[idx], sex[idx]).squeeze(1)
            loss = self.criterion(pred, (age[idx] - self.args.age_mean) / self.args.age_std)
            self.optim.zero_grad()
            loss.backward()
            self.optim.step()
            meter.update(loss.item() * self.args.age_std, len(idx))
        return meter.avg

    @torch.no_grad()
    def evaluate(self, data):
        imgs, sex, age = data
        self.net.eval()
        pred = self.net(imgs, sex).squeeze(1) * self.args.age_std + self.args.age_mean
        return (pred - age).abs().mean().item()
