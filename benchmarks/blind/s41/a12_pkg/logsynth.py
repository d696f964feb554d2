import random

TEMPLATES = [
    "sshd[{pid}]: Accepted publickey for {user} from {ip} port {port}",
    "sshd[{pid}]: Connection closed by {ip} port {port}",
    "CRON[{pid}]: ({user}) CMD (run-parts /etc/cron.hourly)",
    "kernel: eth0: link up 1000 Mbps full duplex",
    "systemd[1]: Started Session {num} of user {user}.",
    "systemd[1]: session-{num}.scope: Succeeded.",
    "nginx[{pid}]: GET /api/v1/items/{num} 200 {num}ms",
    "nginx[{pid}]: POST /api/v1/login 401 {num}ms",
]
RARE = ["kernel: Out of memory: Killed process {pid} (java)", "sshd[{pid}]: Failed password for root from {ip}"]
USERS = ["alice", "bob", "deploy", "backup", "www-data"]


def fill(template, rng):
    return template.format(pid=rng.randint(100, 9999), user=rng.choice(USERS), port=rng.randint(1024, 65535),
                           ip=".".join(str(rng.randint(1, 254)) for _ in range(4)), num=rng.randint(1, 999))


def log_stream(n_lines, seed, rare_rate=0.01):
    rng = random.Random(seed)
    lines, state = [], 0
    for _ in range(n_lines):
        if rng.random() < rare_rate:
            lines.append(fill(rng.choice(RARE), rng))
            continue
        if state == 0 and rng.random() < 0.5:
            lines.append(fill(TEMPLATES[0], rng))
            lines.append(fill(TEMPLATES[4], rng))
            state = 1
        elif state == 1:
            lines.append(fill(TEMPLATES[5], rng))
            lines.append(fill(TEMPLATES[1], rng))
            state = 0
        else:
            lines.append(fill(rng.choice(TEMPLATES[2:4] + TEMPLATES[6:]), rng))
    return lines
