import torch

from .callbacks import PrintMetrics, RadiusUpdate
from .encoder import BiasFreeEncoder
from .telemetry import inverter_windows
from .trainer import SVDDTrainer

NU = 0.05

torch.manual_seed(0)
x_train, _ = inverter_windows(512, seed=0)
x_test, is_faulty = inverter_windows(256, anomalous=0.1, seed=1)
loader = list(x_train.split(64))
encoder = BiasFreeEncoder(x_train.shape[1])
optimizer = torch.optim.Adam(encoder.parameters(), lr=1e-3, weight_decay=1e-6)
trainer = SVDDTrainer(encoder, optimizer, [RadiusUpdate(NU), PrintMetrics()], nu=NU)
trainer.fit(loader, epochs=3)
flagged = trainer.score(x_test) > 0
print(f"flagged {int(flagged.sum())} / {len(flagged)}, true anomalies {int(is_faulty.sum())}")
