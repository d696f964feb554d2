import math

import numpy as np
import torch
import torch.nn.functional as F

from .meters import AverageMeter, roc_auc


def adjust_learning_rate(optimizer, epoch, args):
    """Linear warm-up for `args.warmup` epochs, then cosine."""
    if epoch < args.warmup:
        lr = args.lr * (epoch + 1) / args.warmup
    else:
        t = (epoch - args.warmup) / max(1, args.epochs - args.warmup)
        lr = args.lr * 0.5 * (1 + math.cos(math.pi * t))
    for group in optimizer.param_groups:
        group["lr"] = lr
    return lr


def train_one_epoch(net, data, criterion, optimizer, epoch, args):
    x_all, y_all = data
    net.train()
    lr = adjust_learning_rate(optimizer, epoch, args)
    loss_meter = AverageMeter("loss")
    perm = torch.randperm(len(x_all))
    optimizer.zero_grad(set_to_none=True)
    for i in range(0, len(perm), args.batch_size):
        idx = perm[i:i + args.batch_size]
        logits = net(x_all[idx])
        loss = criterion(logits, y_all[idx])
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        loss_meter.update(loss, len(idx))
    return loss_meter.avg, lr


def evaluate(net, data, criterion, args):
    x_all, y_all = data
    net.eval()
    loss_meter = AverageMeter("val_loss")
    scores, labels = [], []
    for i in range(0, len(x_all), args.eval_batch_size):
        x, y = x_all[i:i + args.eval_batch_size], y_all[i:i + args.eval_batch_size]
        logits = net(x)
        loss_meter.update(criterion(logits, y), len(y))
        scores.append(F.softmax(logits, dim=1)[:, 1].numpy())
        labels.append(y.numpy())
    scores, labels = np.concatenate(scores), np.concatenate(labels)
    acc = float(((scores > 0.5) == (labels == 1)).mean())
    return {"loss": loss_meter.avg, "acc": acc, "auc": float(roc_auc(scores, labels))}
