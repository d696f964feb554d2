import torch

from turbine_power.curve import PowerCurve
from turbine_power.fit import evaluate, fit
from turbine_power.scada import records


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(37)
    x, y = records(20000, gen)
    held_out = records(5000, gen)
    curve = PowerCurve(x.shape[1])
    print("before:", evaluate(curve, *held_out))
    fit(curve, x, y, epochs=6, batch=128, lr=3e-3, held_out=held_out)


if __name__ == "__main__":
    main()
