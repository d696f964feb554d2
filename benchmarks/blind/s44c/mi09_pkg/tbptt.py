import time

import torch
import torch.nn as nn

from .utils import get_batch, repackage_hidden

criterion = nn.MSELoss()


def train(model, source, target, args, epoch):
    model.train()
    total_loss = 0
    start_time = time.time()
    hidden = model.init_hidden(source.size(1))
    for batch, i in enumerate(range(0, source.size(0), args.bptt)):
        data, targets = get_batch(source, target, i, args.bptt)
        if args.cuda:
            data, targets = data.cuda(), targets.cuda()
        hidden = repackage_hidden(hidden)
        model.zero_grad()
        output, hidden = model(data, hidden)
        loss = criterion(output, targets)
        loss.backward()

        torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        for p in model.parameters():
            p.data.add_(p.grad.data, alpha=-args.lr)

        total_loss += loss.data
        if batch % args.log_interval == 0 and batch > 0:
            cur_loss = total_loss.item() / args.log_interval
            print("| epoch {:2d} | {:3d} chunks | lr {:.2f} | ms/chunk {:5.1f} | mse {:.5f}".format(
                epoch, batch, args.lr, (time.time() - start_time) * 1000 / args.log_interval, cur_loss))
            total_loss = 0
            start_time = time.time()


def evaluate(model, source, target, args):
    model.eval()
    total_loss = 0
    hidden = model.init_hidden(source.size(1))
    for i in range(0, source.size(0), args.bptt):
        data, targets = get_batch(source, target, i, args.bptt)
        if args.cuda:
            data, targets = data.cuda(), targets.cuda()
        output, hidden = model(data, hidden)
        total_loss += data.size(0) * criterion(output, targets).item()
    return total_loss / source.size(0)
