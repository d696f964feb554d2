import torch

from .load_model import SectorLoadModel
from .steps import make_step
from .telemetry import N_SECTORS, drive_telemetry, sharded_order
from .world import DistributedShell, is_main_process, unwrap_model


def main(epochs=6, batch=64):
    torch.manual_seed(0)
    x, sector, kw = drive_telemetry(3000, seed=1)
    shell = DistributedShell(SectorLoadModel(N_SECTORS))
    opt = torch.optim.Adam(shell.parameters(), lr=3e-3)
    step = make_step(shell, opt)
    for epoch in range(epochs):
        order = sharded_order(x.shape[0], epoch)
        errs = [step(x[b], sector[b], kw[b]) for b in order.split(batch)]
        if is_main_process():
            print(f"epoch {epoch} mse {sum(errs) / len(errs):.4f}")
    if is_main_process():
        sd = unwrap_model(shell).state_dict()
        print("checkpoint entries:", list(sd))


if __name__ == "__main__":
    main()
