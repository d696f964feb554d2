import torch

from .backbone import SteepNet
from .data import steeping_trials
from .trainer import colour_error, fit, quantization_aware_finetune


def main():
    torch.manual_seed(8)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)

    model = SteepNet(bits=4)
    soft_x, soft_y = steeping_trials(2000, gen, hard_water=False)
    fit(model, torch.optim.Adam(model.parameters(), lr=3e-3), soft_x, soft_y, 300, gen)

    hard_x, hard_y = steeping_trials(300, gen, hard_water=True)
    val_x, val_y = steeping_trials(600, gen, hard_water=True)
    print("float, hard water  MAE r/g/b:", [round(v, 4) for v in colour_error(model, val_x, val_y)])
    last = quantization_aware_finetune(model, hard_x[:128], hard_x, hard_y, 200, gen)
    print(f"QAT finished, last batch loss {last:.5f}")
    print("4-bit, hard water  MAE r/g/b:", [round(v, 4) for v in colour_error(model, val_x, val_y)])


if __name__ == "__main__":
    main()
