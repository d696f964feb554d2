import torch

from violin_plates.constraints import constrain_monotone, is_monotone
from violin_plates.model import ModalNet
from violin_plates.plates import MODES, workshop
from violin_plates.trainer import Trainer


def thinning_check(model, data):
    log_inputs, arching, _ = data
    thinner = log_inputs.clone()
    thinner[:, :8] += torch.log(torch.tensor(0.95))
    with torch.no_grad():
        drop = model(log_inputs, arching) - model(thinner, arching)
    return (drop >= 0).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(27)
    train, test = workshop(3000, g), workshop(400, g)
    trainer = Trainer(ModalNet())
    constrain_monotone(trainer.model)
    print("monotone weights:", is_monotone(trainer.model))
    print("untrained error (cents):", [round(v) for v in trainer.cents_error(test).tolist()])
    for epoch in range(3):
        loss = trainer.fit_epoch(train, generator=g)
        err = trainer.cents_error(test)
        print(f"epoch {epoch}: mse {loss:.5f} error (cents)", dict(zip(MODES, [round(v, 1) for v in err.tolist()])))
    print(f"share of plates whose tones all drop when thinned 5%: {thinning_check(trainer.model, test):.3f}")


if __name__ == "__main__":
    main()
