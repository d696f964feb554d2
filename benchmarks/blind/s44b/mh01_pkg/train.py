"""Car-wash tunnel cycle time (minutes) from program, vehicle class, site and queue state."""
import torch

from . import optim
from .data import batches, make_log
from .params import init
from .step import make_eval, make_step

CFG = {"epochs": 5, "batch_size": 64, "n_train": 3000, "n_val": 600, "seed": 0}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    train_log, val_log = make_log(cfg["n_train"], gen), make_log(cfg["n_val"], gen)

    tables, mlp = init(gen)
    opts = optim.build({"tables": tables, "mlp": mlp})
    step = make_step(tables, mlp, opts)
    evaluate = make_eval(tables, mlp)

    baseline = (val_log["minutes"] - train_log["minutes"].mean()).abs().mean().item()
    print(f"predict-the-mean val MAE {baseline:.3f} min")
    for epoch in range(cfg["epochs"]):
        results = [step(b) for b in batches(train_log, cfg["batch_size"], gen)]
        losses = [r[0] for r in results]
        first, last = results[0][1], results[-1][1]
        with torch.no_grad():
            val_mae = evaluate(val_log)
        print(f"epoch {epoch}: train loss {sum(losses) / len(losses):.3f}  val MAE {val_mae:.3f} min  "
              f"|grad| tables {first['tables']:.2f}->{last['tables']:.2f}  "
              f"mlp {first['mlp']:.2f}->{last['mlp']:.2f}")


if __name__ == "__main__":
    main()
