import torch

from curling_sweep.meters import Average, PerCheckpoint
from curling_sweep.model import CurlModel
from curling_sweep.sheet import CHECKPOINTS, INPUTS, deliveries
from curling_sweep.stages import CheckpointLoss, Forward, Record, Update

# the rest position matters most to the skip
WEIGHTS = (0.5, 0.75, 1.0, 2.0)


def main(epochs=6, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(53)
    x, y = deliveries(3000, g)
    xt, yt = deliveries(600, g)

    model = CurlModel(len(INPUTS), len(CHECKPOINTS))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    for epoch in range(epochs):
        total, per_cp = Average(), PerCheckpoint(CHECKPOINTS)
        chain = Forward(model)
        chain.then(CheckpointLoss(WEIGHTS)).then(Update(optimizer)).then(Record(total, per_cp))
        model.train()
        for idx in torch.randperm(len(y)).split(batch_size):
            chain({"x": x[idx], "y": y[idx]})
        scheduler.step()
        model.eval()
        with torch.no_grad():
            rest_err = (model(xt)[:, -1] - yt[:, -1]).abs().mean().item()
        print(f"epoch {epoch}: loss {total.value:.5f} {per_cp.summary()} "
              f"rest error {100 * rest_err:.1f} cm")


if __name__ == "__main__":
    main()
