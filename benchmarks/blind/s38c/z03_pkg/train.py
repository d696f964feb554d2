import torch

from .applicants import make_applicants
from .keraslike import Model
from .registry import Dense

torch.manual_seed(0)
x_train, y_train = make_applicants(2000, seed=0)
x_val, y_val = make_applicants(500, seed=1)

model = Model(
    Dense(32, 6, activation="relu", dropout=0.1),
    Dense(16, 32, activation="relu"),
    Dense(1, 16),
)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["auc", "accuracy"], lr=1e-3)
history = model.fit(x_train, y_train, epochs=4, batch_size=64, validation_data=(x_val, y_val))
print("default rate (val):", y_val.mean().item())
