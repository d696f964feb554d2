import torch

from .utils import AverageMeter


def train_epoch(net, data, criterion, optimizer, args):
    net.train()
    x_all, y_all = data
    meter = AverageMeter()
    perm = torch.randperm(len(x_all))
    for i in range(0, len(x_all), args.batch_size):
        idx = perm[i:i + args.batch_size]
        out = net(x_all[idx])
        loss = criterion(out, y_all[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        meter.update(loss.item(), len(idx))
    return meter.avg


def validate_epoch(net, data, criterion, args):
    net.eval()
    x_all, y_all = data
    meter = AverageMeter()
    correct = 0
    for i in range(0, len(x_all), args.val_batch_size):
        x, y = x_all[i:i + args.val_batch_size], y_all[i:i + args.val_batch_size]
        out = net(x)
        loss = criterion(out, y)
        meter.update(loss.item(), len(y))
        correct += (out.argmax(1) == y).sum().item()
    return meter.avg, correct / len(x_all)
