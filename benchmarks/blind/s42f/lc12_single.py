"""MOOC dropout: will an enrolled learner stop being active in the next 10 days?

Tabular features from the activity log (per learner x course), course embedding, one loop for
train and eval, early stopping on AUC, and a final scoring pass for the outreach e-mail list.
"""
import io

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

N_COURSES = 40
NUMERIC = ["days_active", "video_minutes", "quiz_attempts", "quiz_score", "forum_posts", "days_since_last", "enrol_age"]


def activity_table(n, rng, course_difficulty):
    course = rng.integers(0, N_COURSES, n)
    engaged = rng.beta(2, 2, n)
    t = {
        "course": course,
        "days_active": rng.binomial(21, 0.15 + 0.7 * engaged),
        "video_minutes": rng.gamma(1 + 4 * engaged, 25),
        "quiz_attempts": rng.poisson(1 + 5 * engaged),
        "quiz_score": np.clip(rng.normal(0.4 + 0.4 * engaged - 0.2 * course_difficulty[course], 0.15), 0, 1),
        "forum_posts": rng.poisson(0.3 + 2 * engaged ** 2),
        "days_since_last": rng.exponential(1 + 8 * (1 - engaged)),
        "enrol_age": rng.integers(7, 120, n).astype(float),
    }
    logit = (1.2 - 3.5 * engaged + 1.2 * course_difficulty[course] + 0.08 * t["days_since_last"]
             - 0.4 * (t["forum_posts"] > 0) + 0.004 * t["enrol_age"])
    t["dropped"] = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return t


class Standardiser:
    def fit(self, t):
        self.mu = {c: float(np.log1p(t[c]).mean()) for c in NUMERIC}
        self.sd = {c: float(np.log1p(t[c]).std()) + 1e-6 for c in NUMERIC}
        return self

    def __call__(self, t):
        x = np.column_stack([(np.log1p(t[c]) - self.mu[c]) / self.sd[c] for c in NUMERIC])
        return (torch.as_tensor(t["course"], dtype=torch.long), torch.as_tensor(x, dtype=torch.float32),
                torch.as_tensor(t["dropped"]))


class DropoutRisk(nn.Module):
    def __init__(self, n_numeric, emb=6, width=48):
        super().__init__()
        self.course = nn.Embedding(N_COURSES, emb)
        self.net = nn.Sequential(nn.Linear(n_numeric + emb, width), nn.ReLU(), nn.Dropout(0.2),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, course, x):
        return self.net(torch.cat([self.course(course), x], dim=1)).squeeze(1)


def auc(y, p):
    order = np.argsort(p, kind="mergesort")
    ranks = np.empty(len(p))
    ranks[order] = np.arange(1, len(p) + 1)
    n1 = y.sum()
    return float((ranks[y == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * (len(y) - n1)))


def run_epoch(model, split, batch_size, optimiser=None):
    training = optimiser is not None
    model.train(training)
    course, x, y = split
    order = torch.randperm(len(y)) if training else torch.arange(len(y))
    total, probs = 0.0, []
    with torch.set_grad_enabled(training):
        for s in range(0, len(y), batch_size):
            rows = order[s:s + batch_size]
            logits = model(course[rows], x[rows])
            bce = F.binary_cross_entropy_with_logits(logits, y[rows])
            if training:
                optimiser.zero_grad()
                bce.backward()
                optimiser.step()
            total += bce.item() * len(rows)
            probs.append(torch.sigmoid(logits).detach())
    p = torch.cat(probs).numpy()
    return total / len(y), auc(y[order].numpy(), p)


def predict_proba(model, split):
    model.eval()
    course, x, _ = split
    return torch.sigmoid(model(course, x)).numpy()


def main(max_epochs=20, patience=3):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    difficulty = rng.normal(0, 1, N_COURSES)
    raw_train, raw_valid, raw_live = (activity_table(n, rng, difficulty) for n in (8000, 2000, 2000))
    prep = Standardiser().fit(raw_train)
    train, valid, live = prep(raw_train), prep(raw_valid), prep(raw_live)

    model = DropoutRisk(len(NUMERIC))
    optimiser = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-3)
    best = (-1.0, -1, None)
    for epoch in range(max_epochs):
        tr_loss, tr_auc = run_epoch(model, train, 256, optimiser)
        va_loss, va_auc = run_epoch(model, valid, 1024)
        print(f"epoch {epoch:2d}  train bce {tr_loss:.4f} auc {tr_auc:.4f}  valid bce {va_loss:.4f} auc {va_auc:.4f}")
        if va_auc > best[0]:
            buf = io.BytesIO()
            torch.save(model.state_dict(), buf)
            best = (va_auc, epoch, buf.getvalue())
        elif epoch - best[1] >= patience:
            break

    model.load_state_dict(torch.load(io.BytesIO(best[2])))
    with torch.inference_mode():
        risk = predict_proba(model, live)
    top = np.argsort(-risk)[:200]
    print(f"best epoch {best[1]} (valid auc {best[0]:.4f}); live auc {auc(live[2].numpy(), risk):.4f}; "
          f"dropout rate in the 200 e-mailed learners {live[2].numpy()[top].mean():.3f} vs {live[2].numpy().mean():.3f} overall")


if __name__ == "__main__":
    main()
