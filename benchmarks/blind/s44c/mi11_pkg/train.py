import torch
import torch.optim as optim

from . import metrics
from .engine import Engine
from .model import HardnessNet
from .recipes import recipe_book

SETTINGS = {
    "n_recipes": 900,
    "n_test": 200,
    "lr": 3e-3,
    "batch_size": 32,
    "epochs": 12,
    "loss": "mape",
    "seed": 6,
}
CRITERIA = {"mape": metrics.mape_criterion}
use_cuda = torch.cuda.is_available()

torch.manual_seed(SETTINGS["seed"])
torch.set_num_threads(1)

X, Y = recipe_book(SETTINGS["n_recipes"] + SETTINGS["n_test"], seed=SETTINGS["seed"])
X_tr, Y_tr = X[:SETTINGS["n_recipes"]], Y[:SETTINGS["n_recipes"]]
X_te, Y_te = X[SETTINGS["n_recipes"]:], Y[SETTINGS["n_recipes"]:]

net = HardnessNet(X.size(1))
if use_cuda:
    net = net.cuda()
opt = optim.Adam(net.parameters(), lr=SETTINGS["lr"])
engine = Engine(net, opt, CRITERIA[SETTINGS["loss"]], SETTINGS["batch_size"], use_cuda)


def main():
    print("hardness range %.1f - %.1f Shore A" % (Y.min(), Y.max()))
    for epoch in range(SETTINGS["epochs"]):
        train_mape = engine.train_epoch(X_tr, Y_tr)
        pred = engine.predict(X_te)
        print("epoch %2d  train MAPE %.2f%%  test MAE %.2f Shore A"
              % (epoch, train_mape, metrics.mae(pred, Y_te)))


if __name__ == "__main__":
    main()
