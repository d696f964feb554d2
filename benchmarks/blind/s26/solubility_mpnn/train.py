import torch
import torch.nn.functional as F

from solubility_mpnn import molecules
from solubility_mpnn.model import SolubilityNet

SETTINGS = {
    "data": {"molecules": 3000, "test": 600, "batch": 64},
    "model": {
        "width": 64,
        "layers": [{"kind": "gin"}, {"kind": "gin"}, {"kind": "gcn"}],
        "readout_hidden": 64,
    },
    "optimizer": {"lr": 2e-3, "weight_decay": 1e-4},
    "schedule": {"gamma": 0.9},
    "epochs": 15,
}


@torch.no_grad()
def rmse(model, data):
    model.eval()
    predicted = model(*data[:3])
    model.train()
    return (predicted - data[3]).pow(2).mean().sqrt().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    atoms, adjacency, mask = molecules.random_molecules(SETTINGS["data"]["molecules"], generator)
    logs = molecules.log_solubility(atoms, adjacency, mask, generator)
    cut = SETTINGS["data"]["molecules"] - SETTINGS["data"]["test"]
    train = [t[:cut] for t in (atoms, adjacency, mask, logs)]
    test = [t[cut:] for t in (atoms, adjacency, mask, logs)]

    model = SolubilityNet(len(molecules.ELEMENTS), **SETTINGS["model"])
    optimizer = torch.optim.AdamW(model.parameters(), **SETTINGS["optimizer"])
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, **SETTINGS["schedule"])
    print(f"test rmse before {rmse(model, test):.3f} logS (target sd {test[3].std():.3f})")
    for epoch in range(SETTINGS["epochs"]):
        order = torch.randperm(cut, generator=generator)
        for rows in order.split(SETTINGS["data"]["batch"]):
            loss = F.mse_loss(model(*(t[rows] for t in train[:3])), train[3][rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        if epoch % 3 == 2:
            print(f"epoch {epoch}: train mse {loss.item():.3f} test rmse {rmse(model, test):.3f}")


if __name__ == "__main__":
    main()
