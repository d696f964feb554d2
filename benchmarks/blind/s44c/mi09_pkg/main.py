import argparse

import torch

from .gru_model import QueueGRU
from .lift_data import queue_series
from .tbptt import evaluate, train

parser = argparse.ArgumentParser(description="chairlift queue GRU")
parser.add_argument("--nhid", type=int, default=32)
parser.add_argument("--nlayers", type=int, default=2)
parser.add_argument("--lr", type=float, default=0.5)
parser.add_argument("--clip", type=float, default=0.25)
parser.add_argument("--epochs", type=int, default=6)
parser.add_argument("--bptt", type=int, default=24)
parser.add_argument("--dropout", type=float, default=0.1)
parser.add_argument("--seed", type=int, default=1111)
parser.add_argument("--cuda", action="store_true")
parser.add_argument("--log-interval", type=int, default=10)
args = parser.parse_args()

torch.manual_seed(args.seed)
torch.set_num_threads(1)

feats, targets = queue_series()
n_train = 12
train_x, train_y = feats[:, :n_train], targets[:, :n_train]
val_x, val_y = feats[:, n_train:], targets[:, n_train:]

model = QueueGRU(feats.size(2), args.nhid, args.nlayers, args.dropout)
if args.cuda:
    model.cuda()

best_val_loss = None
for epoch in range(1, args.epochs + 1):
    train(model, train_x, train_y, args, epoch)
    with torch.no_grad():
        val_loss = evaluate(model, val_x, val_y, args)
    print("-" * 72)
    print("| end of epoch {:2d} | valid mse {:.5f} | valid rmse {:5.1f} skiers".format(
        epoch, val_loss, (val_loss ** 0.5) * 100))
    print("-" * 72)
    if not best_val_loss or val_loss < best_val_loss:
        best_val_loss = val_loss
    else:
        args.lr /= 2.0

persist = ((val_y - val_x[:, :, 0]) ** 2).mean().item()
print("best valid mse {:.5f}; persistence baseline {:.5f}".format(best_val_loss, persist))
