import time

import torch
import torch.nn as nn
import torch.optim as optim

from . import brew
from .bptt import evaluate, train_epoch
from .net import GravityLSTM

args = {
    "hidden": 32,
    "layers": 2,
    "lr": 1e-2,
    "bptt": 24,
    "clip": 0.5,
    "epochs": 25,
    "seed": 11,
}
use_cuda = torch.cuda.is_available()

torch.manual_seed(args["seed"])
torch.set_num_threads(1)

feats, targets = brew.fermentation_curves()
(train_x, train_y), (val_x, val_y) = brew.split(feats, targets)
print("train batches %d, val batches %d, hours %d" % (train_x.size(1), val_x.size(1), train_x.size(0)))

model = GravityLSTM(n_hidden=args["hidden"], n_layers=args["layers"])
if use_cuda:
    model = model.cuda()
crit = nn.MSELoss()
opt = optim.Adam(model.parameters(), lr=args["lr"])


def main():
    best = None
    for epoch in range(1, args["epochs"] + 1):
        t0 = time.time()
        tr = train_epoch(model, crit, opt, train_x, train_y, args["bptt"], args["clip"], use_cuda)
        va = evaluate(model, crit, val_x, val_y, args["bptt"], use_cuda)
        if best is None or va < best:
            best = va
        if epoch % 5 == 0 or epoch == args["epochs"]:
            print("| epoch %2d | %.2fs | train mse %.5f | val mse %.5f | val rmse %.2f pts"
                  % (epoch, time.time() - t0, tr, va, (va ** 0.5) * 100))
    print("best val mse %.5f" % best)


if __name__ == "__main__":
    main()
