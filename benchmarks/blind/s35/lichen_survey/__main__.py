import torch

from .fit import cover_mae, fit
from .model import LichenModel
from .survey import RECORD, STONE, churchyards, headstones

RUN = {"sites": 80, "stones_train": 2400, "stones_test": 800, "epochs": 15, "batch": 64}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(19)
    coords, ammonia = churchyards(RUN["sites"], gen)
    train = headstones(RUN["stones_train"], ammonia, gen)
    test = headstones(RUN["stones_test"], ammonia, gen)

    model = LichenModel(len(RECORD), len(STONE)).attach_sites(coords)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    print(f"untrained: lichen cover mae {cover_mae(model, test):.2f} %")

    def report(epoch):
        if epoch % 5 == 4:
            print(f"epoch {epoch + 1}: lichen cover mae {cover_mae(model, test):.2f} %")

    fit(model, optimizer, train, RUN["epochs"], RUN["batch"], gen, on_epoch=report)


if __name__ == "__main__":
    main()
