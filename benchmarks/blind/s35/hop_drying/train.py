import torch

from hop_drying.fit import evaluate, fit_epoch
from hop_drying.model import build
from hop_drying.oast import NUMERIC, VARIETIES, kiln_charges, standardiser

CONFIG = {
    "model": {"width": 32, "depth": 3, "block": "prenorm_mlp", "expansion": 2, "dropout": 0.0},
    "optim": {"lr": 2e-3, "weight_decay": 1e-4},
    "epochs": 15,
    "batch_size": 64,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    num, var, tgt = kiln_charges(1200, gen)
    num_t, var_t, tgt_t = kiln_charges(400, gen)
    scale_inputs = standardiser(num)
    train = (scale_inputs(num), var, tgt)
    test = (scale_inputs(num_t), var_t, tgt_t)
    target_scale = tgt.std(0)

    model = build(CONFIG["model"], len(NUMERIC), len(VARIETIES))
    optimizer = torch.optim.AdamW(model.parameters(), **CONFIG["optim"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CONFIG["epochs"])
    moist, alpha = evaluate(model, test, target_scale)
    print(f"untrained: moisture mae {moist:.2f} %, alpha retention mae {alpha:.2f} %")
    for epoch in range(CONFIG["epochs"]):
        loss = fit_epoch(model, optimizer, train, CONFIG["batch_size"], gen, target_scale)
        scheduler.step()
        if epoch % 5 == 4:
            moist, alpha = evaluate(model, test, target_scale)
            print(f"epoch {epoch + 1}: loss {loss:.4f}, moisture mae {moist:.2f} %, "
                  f"alpha retention mae {alpha:.2f} %")


if __name__ == "__main__":
    main()
