import argparse

import torch
import torch.nn.functional as F
import torch.optim as optim

from .compat import init_hidden, repackage_hidden, to_var
from .model import Nowcaster
from .radar import radar_sequences

parser = argparse.ArgumentParser(description="ConvGRU precipitation nowcasting")
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--batches", type=int, default=3)
parser.add_argument("--batch-size", type=int, default=4)
parser.add_argument("--steps", type=int, default=12)
parser.add_argument("--bptt", type=int, default=4)
parser.add_argument("--size", type=int, default=16)
parser.add_argument("--lr", type=float, default=2e-3)
opt = parser.parse_args()

torch.manual_seed(1)
model = Nowcaster(ch=8)
optimizer = optim.Adam(model.parameters(), lr=opt.lr)


def evaluate():
    model.eval()
    total, n = 0.0, 0
    with torch.no_grad():
        for seq in radar_sequences(2, opt.batch_size, opt.steps, opt.size, seed=99):
            hidden = init_hidden(seq.size(0), model.ch, opt.size)
            for t in range(opt.steps - 1):
                pred, hidden = model(to_var(seq[:, t]), hidden)
                total += F.mse_loss(pred, seq[:, t + 1]).item()
                n += 1
    model.train()
    return total / n


for epoch in range(opt.epochs):
    for i, seq in enumerate(radar_sequences(opt.batches, opt.batch_size, opt.steps, opt.size, seed=epoch)):
        hidden = repackage_hidden(init_hidden(seq.size(0), model.ch, opt.size))
        for t0 in range(0, opt.steps - 1, opt.bptt):
            optimizer.zero_grad()
            loss = 0
            for t in range(t0, min(t0 + opt.bptt, opt.steps - 1)):
                pred, hidden = model(to_var(seq[:, t]), hidden)
                loss = loss + F.mse_loss(pred, to_var(seq[:, t + 1]))
            loss.backward()
            optimizer.step()
        print("epoch %d batch %d loss %.4f" % (epoch, i, loss.item()))
    print("epoch %d val mse %.4f" % (epoch, evaluate()))
