import torch

from foundry_moulds.diagnostics import PorositySensitivity
from foundry_moulds.model import MouldNet
from foundry_moulds.sand import PROPERTIES, sand_tests
from foundry_moulds.trainer import MouldTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    x, strength, defect = sand_tests(1200, gen)
    xv, strength_v, defect_v = sand_tests(400, gen)

    model = MouldNet(len(PROPERTIES))
    model.calibrate(x)
    optimizer = torch.optim.NAdam(model.parameters(), lr=2e-3)
    sensitivity = PorositySensitivity(PROPERTIES)
    trainer = MouldTrainer(model, optimizer, diagnostics=[sensitivity])
    mae, acc = trainer.evaluate(xv, strength_v, defect_v)
    print(f"untrained: strength mae {mae:.2f} N/cm2, porosity accuracy {acc:.3f}")

    for epoch in range(15):
        order = torch.randperm(len(x), generator=gen)
        losses = [trainer.step(x[i], strength[i], defect[i]) for i in order.split(48)]
        if epoch % 5 == 4:
            mae, acc = trainer.evaluate(xv, strength_v, defect_v)
            print(f"epoch {epoch + 1}: loss {sum(losses) / len(losses):.3f}, strength mae "
                  f"{mae:.2f} N/cm2, porosity accuracy {acc:.3f}")
    print("porosity drivers:", sensitivity.ranking())


if __name__ == "__main__":
    main()
