import torch
from torch import nn

from constraints import MaxNorm
from keraslike import Model
from layers import Activation, Conv1D, Dense
from wingbeats import SPECIES, recordings, split


def build_network():
    return nn.Sequential(
        Conv1D(1, 16, 9, strides=2, kernel_constraint=MaxNorm(3.0)), Activation("relu"),
        Conv1D(16, 32, 7, strides=2, kernel_constraint=MaxNorm(3.0)), Activation("relu"),
        nn.AdaptiveMaxPool1d(8), nn.Flatten(), nn.Dropout(0.3),
        Dense(32 * 8, 64, kernel_constraint=MaxNorm(2.0)), Activation("elu"),
        Dense(64, len(SPECIES)),
    )


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    clips, labels = recordings(per_species=300, seed=1)
    (train_x, train_y), (test_x, test_y) = split(clips, labels, test_fraction=0.25)

    model = Model(build_network())
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    print("untrained:", model.evaluate(test_x, test_y))
    model.fit(train_x, train_y, epochs=8, batch_size=32, validation_data=(test_x, test_y))
    print("test:", model.evaluate(test_x, test_y))


if __name__ == "__main__":
    main()
