import torch

from accel import MiniAccelerator
from data import CATS, TableLoader, make_table
from loop import run_epoch
from model import EntityEmbeddingMLP

HP = {"n": 2048, "n_num": 5, "bs": 64, "epochs": 4,
      "param_groups": {"embeds": 1e-2, "mlp": 3e-3}, "weight_decay": 1e-4}


def param_groups(net, lrs):
    return [{"params": getattr(net, name).parameters(), "lr": lr} for name, lr in lrs.items()]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    num, cat, y = make_table(HP["n"], HP["n_num"])
    accel = MiniAccelerator()
    net = EntityEmbeddingMLP(HP["n_num"], CATS)
    opt = torch.optim.AdamW(param_groups(net, HP["param_groups"]), weight_decay=HP["weight_decay"])
    net, opt, loader = accel.prepare(net, opt, TableLoader(num, cat, y, HP["bs"]))
    for epoch in range(HP["epochs"]):
        meter = run_epoch(net, opt, loader, accel)
        print(f"epoch {epoch}  {meter}")


if __name__ == "__main__":
    main()
