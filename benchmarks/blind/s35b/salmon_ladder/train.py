import torch

from salmon_ladder.data import SENSORS, ladder_days, small_batches
from salmon_ladder.loop import fit_epoch, passage_error
from salmon_ladder.model import PassageNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = ladder_days(640, seed=21)
    x_te, y_te = ladder_days(200, seed=22)
    print(f"{len(y_tr)} ladder-days, mean passage {torch.expm1(y_tr).mean():.0f} fish/day")
    model = PassageNet(len(SENSORS))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=8, gamma=0.5)
    log_mae, med = passage_error(model, x_te, y_te)
    print(f"untrained log mae {log_mae:.3f}, median error {med:.1f} fish/day")
    for epoch in range(16):
        loss = fit_epoch(model, optimizer, small_batches(x_tr, y_tr, 8, seed=epoch))
        scheduler.step()
        if epoch % 5 == 4 or epoch == 15:
            log_mae, med = passage_error(model, x_te, y_te)
            print(f"epoch {epoch:2d} loss {loss:.4f} log mae {log_mae:.3f}, "
                  f"median error {med:.1f} fish/day")


if __name__ == "__main__":
    main()
