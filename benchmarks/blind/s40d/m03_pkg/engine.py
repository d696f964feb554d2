import time

import torch

from .utils import AverageMeter, ProgressMeter, accuracy


def iterate(images, target, batch_size, shuffle):
    order = torch.randperm(len(images)) if shuffle else torch.arange(len(images))
    for i in range(0, len(images), batch_size):
        idx = order[i:i + batch_size]
        yield images[idx], target[idx]


def train(train_set, model, criterion, optimizer, epoch, args):
    batch_time = AverageMeter("Time", ":6.3f")
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    num_batches = (len(train_set[0]) + args.batch_size - 1) // args.batch_size
    progress = ProgressMeter(num_batches, [batch_time, losses, top1], prefix=f"Epoch: [{epoch}]")

    model.train()
    end = time.time()
    for i, (images, target) in enumerate(iterate(*train_set, args.batch_size, shuffle=True)):
        output = model(images)
        loss = criterion(output, target)

        acc1, = accuracy(output, target, topk=(1,))
        losses.update(loss, images.size(0))
        top1.update(acc1[0], images.size(0))

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        batch_time.update(time.time() - end)
        end = time.time()
        if i % args.print_freq == 0:
            progress.display(i)
    return losses.avg


def validate(val_set, model, criterion, args):
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    model.eval()
    with torch.no_grad():
        for images, target in iterate(*val_set, args.batch_size, shuffle=False):
            output = model(images)
            loss = criterion(output, target)
            acc1, = accuracy(output, target, topk=(1,))
            losses.update(loss.item(), images.size(0))
            top1.update(acc1[0], images.size(0))
    print(f" * Acc@1 {top1.avg:.3f}  Loss {losses.avg:.4f}")
    return top1.avg
