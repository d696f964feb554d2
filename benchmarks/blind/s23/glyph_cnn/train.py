import torch

from glyph_cnn import engine
from glyph_cnn.glyphs import batches, make_glyphs
from glyph_cnn.net import glyph_net
from glyph_cnn.scaler import DynamicLossScaler


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = make_glyphs(2000)
    test_x, test_y = make_glyphs(500)
    model = glyph_net()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    scaler = DynamicLossScaler()
    print(f"test acc before {engine.accuracy(model, test_x, test_y):.3f}")
    for epoch in range(5):
        loss = engine.train_epoch(model, optimizer, scaler, batches(train_x, train_y, 128))
        print(f"epoch {epoch}  ce {loss:.4f}  test acc {engine.accuracy(model, test_x, test_y):.3f}  scale {scaler.scale:.0f}")


if __name__ == "__main__":
    main()
