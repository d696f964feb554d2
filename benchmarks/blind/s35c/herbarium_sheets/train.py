import torch

from alignment import encode_names
from fit import top1, train_epoch
from specimens import N_TRAITS, leaf_prototypes, sheets, species_list
from towers import NameTower, SheetTower, frozen

DIM, TEMPERATURE = 32, 0.1


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    names = species_list()
    prototypes = leaf_prototypes(names, gen)
    train_x, train_y = sheets(prototypes, 40, gen)
    test_x, test_y = sheets(prototypes, 10, gen)

    name_tower = frozen(NameTower(DIM))
    class_table = encode_names(name_tower, names)
    sheet_tower = SheetTower(N_TRAITS, DIM)
    optimizer = torch.optim.AdamW(sheet_tower.parameters(), lr=3e-3, weight_decay=0.01)
    print(f"{len(names)} species; untrained top-1 "
          f"{top1(sheet_tower, class_table, test_x, test_y, TEMPERATURE):.3f}")
    for epoch in range(10):
        loss = train_epoch(sheet_tower, optimizer, class_table, train_x, train_y, TEMPERATURE, gen)
        if epoch % 3 == 0 or epoch == 9:
            acc = top1(sheet_tower, class_table, test_x, test_y, TEMPERATURE)
            print(f"epoch {epoch}: loss {loss:.3f}, test top-1 {acc:.3f}")


if __name__ == "__main__":
    main()
