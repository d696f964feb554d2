import torch
import torch.nn.functional as F

import bookings
import events
import model
import pruning

PLAN = {
    "rows": 8000,
    "holdout": 2000,
    "batch": 256,
    "epochs": 10,
    "lr": 2e-3,
    "decay_per_epoch": 0.9,
    "pruning": {"final_sparsity": 0.8, "start_epoch": 2, "ramp_epochs": 5},
}


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    hits = ((net(x).squeeze(-1) > 0).float() == y).float().mean().item()
    net.train()
    return hits


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    table, cancelled = bookings.synthesize(PLAN["rows"], seed=0)
    cut = PLAN["rows"] - PLAN["holdout"]
    train_x, test_x = bookings.standardize(table[:cut], table[cut:])
    train_y, test_y = cancelled[:cut], cancelled[cut:]

    net = model.cancellation_net(train_x.size(1))
    optimizer = torch.optim.Adam(net.parameters(), lr=PLAN["lr"], amsgrad=True)
    scheduler = torch.optim.lr_scheduler.MultiplicativeLR(
        optimizer, lr_lambda=lambda epoch: PLAN["decay_per_epoch"])
    pruner = pruning.MagnitudePruner(net, **PLAN["pruning"])

    bus = events.Emitter()
    bus.on("step_end", pruner.apply)
    bus.on("epoch_end", pruner.recompute)

    @bus.on("epoch_end")
    def report(epoch, loss):
        print(f"epoch {epoch}: bce {loss:.4f} test acc {accuracy(net, test_x, test_y):.3f} "
              f"density {pruner.density():.2f}")

    bus.on("epoch_end", lambda **_: scheduler.step())

    print(f"test acc before {accuracy(net, test_x, test_y):.3f}")
    for epoch in range(PLAN["epochs"]):
        order = torch.randperm(cut)
        total = 0.0
        for start in range(0, cut, PLAN["batch"]):
            rows = order[start:start + PLAN["batch"]]
            logits = net(train_x[rows]).squeeze(-1)
            loss = F.binary_cross_entropy_with_logits(logits, train_y[rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            bus.emit("step_end")
            total += loss.item() * rows.numel()
        bus.emit("epoch_end", epoch=epoch, loss=total / cut)


if __name__ == "__main__":
    main()
