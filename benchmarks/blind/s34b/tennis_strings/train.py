import torch

from data import N_MACHINES, stringing_jobs
from loop import mae, per_machine_bias, run
from model import TensionLossModel

EPOCHS = 16
BATCH = 64


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, machine, ref, y = stringing_jobs(3600)
    k = 3000
    train = (x[:k], machine[:k], ref[:k], y[:k])
    val = (x[k:], machine[k:], ref[k:], y[k:])

    model = TensionLossModel(x.size(1), N_MACHINES)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=EPOCHS)
    print(f"untrained val mae {mae(model, val):.3f} kg")
    run(model, optimizer, scheduler, train, val, EPOCHS, BATCH, torch.Generator().manual_seed(1))
    bias = per_machine_bias(model, val, N_MACHINES)
    print("val bias per machine (kg):", " ".join(f"{b:+.2f}" for b in bias))
    print("checkpoint keys:", sorted(model.state_dict().keys())[:4], "...")


if __name__ == "__main__":
    main()
